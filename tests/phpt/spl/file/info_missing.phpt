--TEST--
SplFileInfo on a missing file
--FILE--
<?php
$i = new SplFileInfo('/nonexistent/file.txt');
var_dump($i->isFile(), $i->getRealPath());
try { $i->getSize(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $i->getMTime(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECT--
bool(false)
bool(false)
RuntimeException: SplFileInfo::getSize(): stat failed for /nonexistent/file.txt
RuntimeException: SplFileInfo::getMTime(): stat failed for /nonexistent/file.txt
