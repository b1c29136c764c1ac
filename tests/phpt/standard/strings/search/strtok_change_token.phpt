--TEST--
strtok with a different token each call
--FILE--
<?php
var_dump(strtok("a,b;c,d", ","), strtok(";"), strtok(","), strtok(","), strtok(","));
--EXPECT--
string(1) "a"
string(1) "b"
string(1) "c"
string(1) "d"
bool(false)
