--TEST--
max treats an object as greater than a string
--FILE--
<?php
var_dump(max([new stdClass, 'a']) instanceof stdClass);
--EXPECT--
bool(true)
