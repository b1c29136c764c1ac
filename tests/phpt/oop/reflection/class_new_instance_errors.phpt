--TEST--
newInstance errors
--FILE--
<?php
class NoCtor {}
class PrivCtor { private function __construct() {} }
abstract class Ab {}
interface I {}
try { (new ReflectionClass('NoCtor'))->newInstance(1); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
var_dump((new ReflectionClass('NoCtor'))->newInstance());
try { (new ReflectionClass('PrivCtor'))->newInstance(); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { (new ReflectionClass('Ab'))->newInstance(); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { (new ReflectionClass('I'))->newInstanceArgs([]); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
?>
--EXPECT--
Class NoCtor does not have a constructor, so you cannot pass any constructor arguments
object(NoCtor)#2 (0) {
}
Access to non-public constructor of class PrivCtor
Error: Cannot instantiate abstract class Ab
Error: Cannot instantiate interface I
