--TEST--
str_word_count with apostrophes and hyphens
--FILE--
<?php
var_dump(str_word_count("'tis rock-'n'-roll -- don't-", 1));
--EXPECT--
array(4) {
  [0]=>
  string(3) "tis"
  [1]=>
  string(13) "rock-'n'-roll"
  [2]=>
  string(2) "--"
  [3]=>
  string(5) "don't"
}
