--TEST--
empty input and false
--FILE--
<?php
var_dump(unserialize(''), unserialize(false));
--EXPECT--
bool(false)
bool(false)
