--TEST--
Functions without return give null
--FILE--
<?php
function n() {}
function e() { return; }
var_dump(n(), e());
--EXPECT--
NULL
NULL
