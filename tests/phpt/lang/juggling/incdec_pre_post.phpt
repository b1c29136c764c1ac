--TEST--
Pre and post increment return values
--FILE--
<?php
$i = 5;
var_dump($i++, $i, ++$i, $i, $i--, $i, --$i, $i);
$a = [1];
$a[0]++;
++$a[0];
var_dump($a);
--EXPECT--
int(5)
int(6)
int(7)
int(7)
int(7)
int(6)
int(5)
int(5)
array(1) {
  [0]=>
  int(3)
}
