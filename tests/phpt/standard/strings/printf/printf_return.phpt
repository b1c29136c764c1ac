--TEST--
printf returns the length
--FILE--
<?php
$n = printf("%s-%d\n", "abc", 12);
var_dump($n);
--EXPECT--
abc-12
int(7)
