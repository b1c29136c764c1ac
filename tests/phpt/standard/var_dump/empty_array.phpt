--TEST--
var_dump of an empty array
--FILE--
<?php
var_dump([]);
--EXPECT--
array(0) {
}
