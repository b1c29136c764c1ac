--TEST--
Predefined constants
--FILE--
<?php
var_dump(PHP_EOL, M_PI, E_ALL, E_ERROR, E_WARNING, E_NOTICE, E_DEPRECATED, E_USER_ERROR, E_USER_WARNING, E_USER_NOTICE, E_USER_DEPRECATED, E_STRICT);
var_dump(PHP_MAJOR_VERSION, PHP_MINOR_VERSION);
--EXPECT--
string(1) "
"
float(3.141592653589793)
int(32767)
int(1)
int(2)
int(8)
int(8192)
int(256)
int(512)
int(1024)
int(16384)
int(2048)
int(8)
int(2)
