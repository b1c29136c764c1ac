--TEST--
Notice: Only variables should be passed by reference
--FILE--
<?php
$last = array_pop(explode(",", "a,b,c"));
var_dump($last);
--EXPECTF--

Notice: Only variables should be passed by reference in %s on line 2
string(1) "c"
