--TEST--
Unqualified class names do not fall back to the global namespace
--FILE--
<?php
namespace App;
try { new DateTime(); } catch (\Error $e) { echo $e->getMessage(), "\n"; }
try { Exception::class; echo Exception::class, "\n"; } catch (\Error $e) {}
try { throw new Exception('x'); } catch (\Error $e) { echo $e->getMessage(), "\n"; }
var_dump(new \stdClass instanceof stdClass);
--EXPECT--
Class "App\DateTime" not found
App\Exception
Class "App\Exception" not found
bool(false)
