--TEST--
in_array strict comparison
--FILE--
<?php
var_dump(in_array('1', [1, 2, 3], true));
var_dump(in_array(1, [1, 2, 3], true));
var_dump(in_array(1.0, [1], true));
var_dump(in_array(null, [0], true));
var_dump(in_array([1], [[1]], true));
--EXPECT--
bool(false)
bool(true)
bool(false)
bool(false)
bool(true)
