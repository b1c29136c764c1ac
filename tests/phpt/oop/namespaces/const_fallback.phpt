--TEST--
Unqualified constants fall back to global constants
--FILE--
<?php
namespace App;
var_dump(PHP_INT_SIZE, E_ALL, true, null, M_PI > 3);
const E_ALL = 'local';
var_dump(E_ALL, \E_ALL);
--EXPECT--
int(8)
int(32767)
bool(true)
NULL
bool(true)
string(5) "local"
int(32767)
