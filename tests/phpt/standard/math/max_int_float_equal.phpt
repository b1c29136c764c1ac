--TEST--
max returns the first of equal values
--FILE--
<?php
var_dump(max(0, -0.0));
var_dump(max(-0.0, 0));
var_dump(min('a', 'a'));
var_dump(max([0, false, null]));
--EXPECT--
int(0)
float(-0)
string(1) "a"
int(0)
