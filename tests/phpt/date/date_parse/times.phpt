--TEST--
date_parse(): times and fractions
--FILE--
<?php
foreach (['10:20:30', '10:20:30.5', '10pm', '2021-03-15T10:20:30.123456'] as $s) {
    echo var_export($s, true), ":\n";
    print_r(date_parse($s));
}
?>
--EXPECT--
'10:20:30':
Array
(
    [year] => 
    [month] => 
    [day] => 
    [hour] => 10
    [minute] => 20
    [second] => 30
    [fraction] => 0
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 
)
'10:20:30.5':
Array
(
    [year] => 
    [month] => 
    [day] => 
    [hour] => 10
    [minute] => 20
    [second] => 30
    [fraction] => 0.5
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 
)
'10pm':
Array
(
    [year] => 
    [month] => 
    [day] => 
    [hour] => 22
    [minute] => 0
    [second] => 0
    [fraction] => 0
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 
)
'2021-03-15T10:20:30.123456':
Array
(
    [year] => 2021
    [month] => 3
    [day] => 15
    [hour] => 10
    [minute] => 20
    [second] => 30
    [fraction] => 0.123456
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 
)
