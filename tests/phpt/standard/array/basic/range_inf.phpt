--TEST--
range() with INF
--FILE--
<?php
try { range(0, INF); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Invalid range supplied: start=0 end=inf
