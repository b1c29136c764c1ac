--TEST--
ReflectionClass of a missing class
--FILE--
<?php
try { new ReflectionClass('Missing\Thing'); } catch (ReflectionException $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { new ReflectionClass('\Nope'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
var_dump(new ReflectionException('x') instanceof Exception);
?>
--EXPECT--
ReflectionException: Class "Missing\Thing" does not exist
Class "\Nope" does not exist
bool(true)
