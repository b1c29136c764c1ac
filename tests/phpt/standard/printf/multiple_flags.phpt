--TEST--
sprintf with combined flags
--FILE--
<?php
var_dump(sprintf('[%+-8d]', 42));
var_dump(sprintf('[%-+8d]', 42));
var_dump(sprintf('[%+08.2f]', 3.14159));
var_dump(sprintf("[%-'x+8d]", 5));
--EXPECT--
string(10) "[+42     ]"
string(10) "[+42     ]"
string(10) "[+0003.14]"
string(10) "[+5xxxxxx]"
