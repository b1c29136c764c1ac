--TEST--
(bool) cast of every type
--FILE--
<?php
var_dump((bool)0, (bool)1, (bool)-1, (bool)0.0, (bool)-0.0, (bool)0.1, (bool)"", (bool)"0", (bool)"00", (bool)"0.0", (bool)" ", (bool)"false", (bool)[], (bool)[0], (bool)null, (bool)NAN);
--EXPECT--
bool(false)
bool(true)
bool(true)
bool(false)
bool(false)
bool(true)
bool(false)
bool(false)
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
bool(true)
bool(false)
bool(true)
