--TEST--
intval of common values
--FILE--
<?php
var_dump(intval(42));
var_dump(intval(4.9));
var_dump(intval(-4.9));
var_dump(intval('42'));
var_dump(intval('42abc'));
var_dump(intval('abc'));
var_dump(intval(' 12 '));
var_dump(intval(true));
var_dump(intval(null));
var_dump(intval([]));
var_dump(intval([0]));
--EXPECT--
int(42)
int(4)
int(-4)
int(42)
int(42)
int(0)
int(12)
int(1)
int(0)
int(0)
int(1)
