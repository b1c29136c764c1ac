--TEST--
end() on a function result
--FILE--
<?php
function g() { return [1, 2, 3]; }
var_dump(end(g()));
--EXPECTF--

Notice: Only variables should be passed by reference in %s on line 3
int(3)
