--TEST--
finally runs after catch and on every exit path
--FILE--
<?php
function t($mode) {
    try {
        echo "try\n";
        if ($mode == 1) throw new Exception('e');
        if ($mode == 2) return 'ret';
        echo "end of try\n";
    } catch (Exception $e) {
        echo "catch\n";
        return 'from catch';
    } finally {
        echo "finally $mode\n";
    }
    return 'after';
}
var_dump(t(0), t(1), t(2));
--EXPECT--
try
end of try
finally 0
try
catch
finally 1
try
finally 2
string(5) "after"
string(10) "from catch"
string(3) "ret"
