--TEST--
array_search() returns false when missing
--FILE--
<?php
var_dump(array_search('z', ['a', 'b']));
--EXPECT--
bool(false)
