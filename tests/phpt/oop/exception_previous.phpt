--TEST--
getPrevious chain
--FILE--
<?php
$a = new LogicException('a'); $b = new RuntimeException('b', 2, $a); echo get_class($b->getPrevious()), ' ', $b->getPrevious()->getMessage(), "\n";
--EXPECT--
LogicException a
