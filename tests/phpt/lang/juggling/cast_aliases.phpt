--TEST--
Cast aliases (integer) (boolean) (double) (binary)
--FILE--
<?php
var_dump((integer)"5", (boolean)"x", (double)"2", (binary)3);
--EXPECT--
int(5)
bool(true)
float(2)
string(1) "3"
