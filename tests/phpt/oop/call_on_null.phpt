--TEST--
method call on null
--FILE--
<?php
$x = null;
try { $x->f(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Call to a member function f() on null
