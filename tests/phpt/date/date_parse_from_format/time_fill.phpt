--TEST--
date_parse_from_format(): time fields zeroed when one is given
--FILE--
<?php
foreach ([['Y-m-d H', '2021-03-15 10'], ['H:i', '10:20'], ['Y-m-d', '2021-03-15'], ['g:i a', '3:05 pm'], ['h A', '12 AM']] as [$f, $s]) {
    echo var_export($f, true), ' ', var_export($s, true), ":\n";
    print_r(date_parse_from_format($f, $s));
}
?>
--EXPECT--
'Y-m-d H' '2021-03-15 10':
Array
(
    [year] => 2021
    [month] => 3
    [day] => 15
    [hour] => 10
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
'H:i' '10:20':
Array
(
    [year] => 
    [month] => 
    [day] => 
    [hour] => 10
    [minute] => 20
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
'Y-m-d' '2021-03-15':
Array
(
    [year] => 2021
    [month] => 3
    [day] => 15
    [hour] => 
    [minute] => 
    [second] => 
    [fraction] => 
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
'g:i a' '3:05 pm':
Array
(
    [year] => 
    [month] => 
    [day] => 
    [hour] => 15
    [minute] => 5
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
'h A' '12 AM':
Array
(
    [year] => 
    [month] => 
    [day] => 
    [hour] => 0
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
