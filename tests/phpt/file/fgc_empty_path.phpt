--TEST--
file_get_contents with an empty path
--FILE--
<?php
try { file_get_contents(''); } catch (ValueError $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { file_get_contents("x\0y"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
ValueError: Path cannot be empty
file_get_contents(): Argument #1 ($filename) must not contain any null bytes
