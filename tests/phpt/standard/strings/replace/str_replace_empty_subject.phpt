--TEST--
str_replace on an empty subject
--FILE--
<?php
var_dump(str_replace("a", "b", ""), str_replace(["a"], ["b"], []));
--EXPECT--
string(0) ""
array(0) {
}
