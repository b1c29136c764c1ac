--TEST--
strlen coerces scalar arguments
--FILE--
<?php
var_dump(strlen(12345));
var_dump(strlen(1.5));
var_dump(strlen(true));
var_dump(strlen(false));
--EXPECT--
int(5)
int(3)
int(1)
int(0)
