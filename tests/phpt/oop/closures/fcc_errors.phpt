--TEST--
f(...) on undefined functions and methods
--FILE--
<?php
class A { private function p() {} }
try { $f = nope(...); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $f = (new A)->nope(...); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $f = (new A)->p(...); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $f = A::nope(...); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$o = null;
try { $f = $o->m(...); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Call to undefined function nope()
Call to undefined method A::nope()
Call to private method A::p() from global scope
Call to undefined method A::nope()
Call to a member function m() on null
