--TEST--
invalid max_depth values
--FILE--
<?php
try { unserialize('i:1;', ['max_depth' => -1]); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { unserialize('i:1;', ['max_depth' => '3']); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { unserialize('i:1;', ['max_depth' => 1.5]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
unserialize(): Option "max_depth" must be greater than or equal to 0
unserialize(): Option "max_depth" must be of type int, string given
unserialize(): Option "max_depth" must be of type int, float given
