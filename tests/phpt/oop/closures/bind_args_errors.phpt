--TEST--
Closure::bind and bindTo argument errors
--FILE--
<?php
$f = function() {};
try { Closure::bind($f); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { $f->bindTo(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { $f->bindTo(1); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { $f->bindTo(null, 1.5); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { Closure::bind("strlen", null); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
Closure::bind() expects at least 2 arguments, 1 given
Closure::bindTo() expects at least 1 argument, 0 given
Closure::bindTo(): Argument #1 ($newThis) must be of type ?object, int given

Warning: Class "1.5" not found in %s on line 6
Closure::bind(): Argument #1 ($closure) must be of type Closure, string given
