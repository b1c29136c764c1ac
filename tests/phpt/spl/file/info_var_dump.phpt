--TEST--
SplFileInfo var_dump
--FILE--
<?php
var_dump(new SplFileInfo('/a/b.txt'));
?>
--EXPECT--
object(SplFileInfo)#1 (2) {
  ["pathName":"SplFileInfo":private]=>
  string(8) "/a/b.txt"
  ["fileName":"SplFileInfo":private]=>
  string(5) "b.txt"
}
