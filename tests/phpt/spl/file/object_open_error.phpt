--TEST--
SplFileObject open failure
--FILE--
<?php
try { new SplFileObject('/nonexistent/dir/file'); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECT--
RuntimeException: SplFileObject::__construct(/nonexistent/dir/file): Failed to open stream: No such file or directory
