--TEST--
First-class callable syntax on undefined functions and methods throws
--FILE--
<?php
try { $f = nope(...); } catch (Error $e) { echo $e->getMessage(), "\n"; }
class A { private function p() {} }
try { $f = (new A)->missing(...); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $f = (new A)->p(...); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $f = A::nope(...); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $x = null; $f = $x->m(...); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Call to undefined function nope()
Call to undefined method A::missing()
Call to private method A::p() from global scope
Call to undefined method A::nope()
Call to a member function m() on null
