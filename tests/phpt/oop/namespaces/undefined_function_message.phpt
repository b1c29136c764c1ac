--TEST--
Undefined namespaced function and constant messages
--FILE--
<?php
namespace App\Sub;
try { nope(); } catch (\Error $e) { echo $e->getMessage(), "\n"; }
try { \Other\nope(); } catch (\Error $e) { echo $e->getMessage(), "\n"; }
try { echo NOPE; } catch (\Error $e) { echo $e->getMessage(), "\n"; }
try { echo \Other\NOPE; } catch (\Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Call to undefined function App\Sub\nope()
Call to undefined function Other\nope()
Undefined constant "App\Sub\NOPE"
Undefined constant "Other\NOPE"
