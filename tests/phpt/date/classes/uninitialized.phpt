--TEST--
methods on objects whose constructor did not run
--FILE--
<?php
date_default_timezone_set('UTC');
class D extends DateTime { public function __construct() {} }
$d = new D();
try { $d->format('Y'); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
?>
--EXPECT--
Error: The DateTime object has not been correctly initialized by its constructor
