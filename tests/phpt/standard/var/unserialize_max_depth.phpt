--TEST--
the max_depth option
--FILE--
<?php
foreach ([0, 1, 2, 3] as $d) var_dump(unserialize('a:1:{i:0;a:1:{i:0;a:1:{i:0;i:1;}}}', ['max_depth' => $d]));
--EXPECTF--
array(1) {
  [0]=>
  array(1) {
    [0]=>
    array(1) {
      [0]=>
      int(1)
    }
  }
}

Warning: unserialize(): Maximum depth of 1 exceeded. The depth limit can be changed using the max_depth unserialize() option or the unserialize_max_depth ini setting in %s on line 2

Notice: unserialize(): Error at offset 14 of 34 bytes in %s on line 2
bool(false)

Warning: unserialize(): Maximum depth of 2 exceeded. The depth limit can be changed using the max_depth unserialize() option or the unserialize_max_depth ini setting in %s on line 2

Notice: unserialize(): Error at offset 23 of 34 bytes in %s on line 2
bool(false)
array(1) {
  [0]=>
  array(1) {
    [0]=>
    array(1) {
      [0]=>
      int(1)
    }
  }
}
