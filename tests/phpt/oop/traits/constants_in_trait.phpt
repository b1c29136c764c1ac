--TEST--
traits cannot have constants in 8.2 (fatal)
--FILE--
<?php
trait T { const X = 1; }
--EXPECT--
