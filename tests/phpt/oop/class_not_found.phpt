--TEST--
class not found
--FILE--
<?php
try { new Nope; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Class "Nope" not found
