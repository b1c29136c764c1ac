--TEST--
Loose equality int vs string in PHP 8
--FILE--
<?php
var_dump(0 == "a", 0 == "", 0 == "0", 1 == "1abc", 1 == " 1", 1 == "1 ", 10 == "1e1", 100 == "1e2", 0 == "0.0", 0 == null);
--EXPECT--
bool(false)
bool(false)
bool(true)
bool(false)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
