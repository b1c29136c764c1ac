--TEST--
SplPriorityQueue setExtractFlags(0)
--FILE--
<?php
$q = new SplPriorityQueue;
try { $q->setExtractFlags(0); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECT--
RuntimeException: Must specify at least one extract flag
