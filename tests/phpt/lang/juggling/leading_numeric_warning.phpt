--TEST--
Leading-numeric strings warn "A non-numeric value"
--FILE--
<?php
var_dump("5 apples" + 3);
var_dump("3.5kg" * 2);
var_dump("1e2xyz" + 0);
--EXPECTF--

Warning: A non-numeric value encountered in %s on line 2
int(8)

Warning: A non-numeric value encountered in %s on line 3
float(7)

Warning: A non-numeric value encountered in %s on line 4
float(100)
