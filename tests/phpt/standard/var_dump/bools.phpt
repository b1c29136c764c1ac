--TEST--
var_dump of true and false
--FILE--
<?php
var_dump(true);
var_dump(false);
--EXPECT--
bool(true)
bool(false)
