/** One template for every service page: /services/garage-door-repairs, … */
export default '/services/@slug'
