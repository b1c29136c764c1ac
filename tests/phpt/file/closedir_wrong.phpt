--TEST--
closedir on a file stream
--FILE--
<?php
$f = fopen('php://memory', 'r');
try { closedir($f); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { readdir($f); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
closedir(): Argument #1 ($dir_handle) must be a valid Directory resource
readdir(): Argument #1 ($dir_handle) must be a valid Directory resource
