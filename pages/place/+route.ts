/** One template for every city and neighbourhood page: /cities/la-mesa, … */
export default '/cities/@slug'
