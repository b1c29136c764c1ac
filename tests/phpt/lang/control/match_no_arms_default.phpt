--TEST--
match with only a default arm
--FILE--
<?php
echo match (99) { default => "fallback" }, "\n";
--EXPECT--
fallback
