--TEST--
printf literal percent
--FILE--
<?php
$n = printf("100%%\n"); var_dump($n);
--EXPECT--
100%
int(5)
